ConcordSearch.register("en/v-748271cc40","0zhZ:/Gd[0cUtTlN7N~:EA/zYhI~z^e(%yQ6I{/iBqfP)Ux6c=GuO4lT@l!woN~M*IwV5nJH(!(3Eu@v*bBm42Gv1b.MuJuwr!MJv.&_}5)yASVOT=tbN8g%dm1*EAacF7(Gtl(6^rbx$");
