ConcordSearch.register("en/v-2f892c83b7","0S-yPJVqJE0ouX}WJMA$ad-%yHqE#oXI6XO=C}_NG}9=:imx4.3rZygQp(d=GL8-A{p(/2[p$=RZ7^]qA1~b.*u&Ymkd{kqhd*k{Xc)X0sL[-uyFB]9bAyKMKkfbcTN7f~[J:V:ueDt+J%nJf3");
