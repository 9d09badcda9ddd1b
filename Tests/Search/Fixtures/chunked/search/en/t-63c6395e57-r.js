ConcordSearch.register("en/t-63c6395e57-r","11+m:603zXs[ac43VI9s:!N/Pe1a$&xXG]4u_CB#/&#_jv-ZTufmce*%");
