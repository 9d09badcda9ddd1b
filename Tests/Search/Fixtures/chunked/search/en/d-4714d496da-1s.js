ConcordSearch.register("en/d-4714d496da-1s","1ho-rj.y#J9&8.{//h9]H3{Gyesun#[z4t3M-0V~gYe#lL?$zGCAg55SO)L$AVtFZ}4JXw(dgT$I:$%qZ*=p*5RqQrK_5/Ifg2vIWX@ZH2N7CKx^ioW#Jr.CAt[N@Jkeb&#@}#&$");
