ConcordSearch.register("en/d-f7d34c7a08-q","1S-yPEVwKVyo3L*rfW[h[:_0WnhzOjV:T+ST^nplwoIXT*[%1-8Ls)X5]aTC/n_PC#}9=.tNi!&ymRi26x:Md7Ss3-+RfQ:[dgf^S6^YXBSD{*L(7%^%Sx3w(Sw9uPBzL+B00030@@Sl3");
