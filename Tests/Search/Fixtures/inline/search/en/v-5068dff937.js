ConcordSearch.register("en/v-5068dff937","3y(D4mFfkLWuNtbRN6(P9JOkH!c76x/xO+JUtImOD&n:.QUTn^kNSU%nllj)Fr1J82gxN-Pp]H2*[P.xNHZZT*lID-Ty0~3(R-&8v_?KpgZd{yz(J.f0Q[m!Y:)t[qfjj:&(cx.q0rr6300000");
