ConcordSearch.register("en/d-f7d34c7a08-l","3ho-rj.y#J9&8.{//hb5iI++GSMjx6.O5s~x[Dasq)HD8xW%.Qut=4?e~HRX7*SF+3jE(ay9iLu/x[Tx{QE!C)9U7b?WiVECeQjo6s.rM4(YR#l]0d4@FwZ7!As}rc*NWJ+9@(ov");
