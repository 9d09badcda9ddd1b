ConcordSearch.register("en/d-3d2de049c9-18","0g(PlT.y#J8E}q=^P+tC*UmJ_.9WD2F7sOnY4g7$dyBL~qfVgMl[O5%XDvf%4wlWmo83h[!R8QV@7lFpS{~&-.L@uV0-m+&Xvgv!MoQm$0CFblGehcq#.()pQbOTbNE(_N)]929]%nJf3");
