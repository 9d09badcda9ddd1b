ConcordSearch.register("en/d-3d2de049c9-13","1S-yPEVwKVyo3L*rU**&A:_0WnhNVPk:T+ST^nplwoIXT*[%1-8Ls)X5]aTC/n_PC#}9=.tNi!&y-*c#cx:Md7Ss3-+RfQ:[dgf^S6^YXBSD{*L(7%^%Sx3w(Sw9uPBzL+B00030@@Sl3");
