ConcordSearch.register("de/f-c528f6db99","19ML#5Fg}xn=%uTY6xD3j11aS#or+p5(oN:W7Y53}AF+J[QRoToI82ufmUm[kBoJ?~H~JR(rKZoUuM+z.Yy1Ux=S{wF");
