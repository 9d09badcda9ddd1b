ConcordSearch.register("en/d-f7d34c7a08-9","2ho-rj.y#J9&8.{//p$Ww{.oDj~]!9Qizq7sfcD8t)OC@)*XjdOwTT-+EVl.*T^[kGy}QL5]%1_-vb96tr?/Vmo~4%@!mx1!7Xf9~Bgn4)tj*_*:PfumhaZVebIO^L?Yz*#");
