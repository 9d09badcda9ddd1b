ConcordSearch.register("en/v-fc43f2c163","1mAvg[Gd)_8^yS7D.8+L=wG3!Hedl!&C+WV:A}-9Y@o?rM?K33v==)j7PI~DfLUEycWPxwyeJWKG96@mdxywXQB.V(iU0[:luMbh&mOPBCPtk#q8hU}4mP4VS4S}*SjtB:R[Crp/");
