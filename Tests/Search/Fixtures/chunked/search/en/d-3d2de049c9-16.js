ConcordSearch.register("en/d-3d2de049c9-16","3g(PlT.y#J8E}q=^P%*^BZE4M{Dxvi}sXH:!hZ0}RU2oOm.WMe0.L.x:~_^6do%=+#O_Q?0yF6SkW/$o?)dZ{aL9M3bfyVHP62M^5LXmoc]0dE2FO6ggeOGQ?qy9Dxv/HqnRQ34U0rr6300000");
