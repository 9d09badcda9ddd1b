ConcordSearch.register("en/d-f7d34c7a08-c","0g(PlT.y#J8E}q=^Q0&U%sbm[_50BN-I%iZ_287AO/hs-Qvtm{}[mrBNDvCJYV)zp1zo2y!n@*9o8pV1Mjg[c=*7&J6A%TaDRr]Wbwd^)j!H7z)]08xB@joBhkOz4=Cw[Lhf8$$L%nJf3");
