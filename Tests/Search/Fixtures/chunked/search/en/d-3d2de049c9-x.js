ConcordSearch.register("en/d-3d2de049c9-x","0g(PlT.y#J8E}q=^P/}Em@0Ee0R3xN#O2bvs&SYLQ?=mRz9a~M=s3B}^l&kS+b%gXZ)MATGixK@Wh{/v2cJ]Tc]I[0$LP0a4HXB+GVigJl(5FrnjGIL8PkFASKWX/$@KszZhVJ*T%nJf3");
