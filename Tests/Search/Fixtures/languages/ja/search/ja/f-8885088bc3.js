ConcordSearch.register("ja/f-8885088bc3","19ML#5Fg}xn=%uTY6xyG-11aS#or+p5(oN:W7Y53}AF+J[QRoToI82ufmUm[kBoJ?~H~JR(rKZoUuM+z.Yy1Ux=S{wF");
