ConcordSearch.register("en/v-748271cc40","0S-yPJVqJCape9oi=woN#ohgn+gCn}/gv@}VBD?VlK$?kKu$oYbRVDRkHk7BFx0NO1BHj}1sr&]i0(RTac8_t3I8~zz_mFQU3$BA/y828Kq/+&!SZbYQKTV26L98dx!VPt)2oasX3JHeb%nJf3");
