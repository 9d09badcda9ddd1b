ConcordSearch.register("en/d-f7d34c7a08-3","2ho-rj.y#J9&8.{//p%a!}4PMk~]!9Qizq7sfcD8t)OC@)*XjdOwTT-+EVl.*T^[kGy}QL5]%1_-vb96tr?/Vmo~4%@!mx1!7Xf9~Bgn4)tj*_*:PfumhaZVebIO^L?Yz*#");
