ConcordSearch.register("en/d-3d2de049c9-1p","1ho-rj.y#J9&8.{//hfPo3{Gyesun#[z4t3M-0V~gYe#lL?$zGCAg55SO)M{^VtFZ}4JXw(dgT$I+h=5L*=p*5RqQrK_5/Ifg2vIWX@ZH2N7CKx^ioW#Jr.CAt[N@Jkeb&#@}#&$");
