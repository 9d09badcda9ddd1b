ConcordSearch.register("en/v-8488621e4c","1S-yPJVqJCa=Q=rs:UP)tfd*8Iq7q+S-Pd4qx*vAna=}?/wecb!]KNYV~BB+3zAnsV~[}C9l[t$mx)@9&+D[}ApDM0d:&8:i00030@@Sl3");
