ConcordSearch.register("en/d-3d2de049c9-12","3ho-rj.y#J9&8.{//hdkNSzsV#Mjx6.O5s~x[Dasq)HD8xW%.Qut=4?e~HRX7*SF^F1dY6.9iLu/x[Tx{QE!FR0s?5GWiVEC+)glRs.rM4(YR#l]0d4@FwZ7!As}rc*NWJ+9@(ov");
