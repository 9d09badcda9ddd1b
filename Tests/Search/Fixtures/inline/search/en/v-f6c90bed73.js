ConcordSearch.register("en/v-f6c90bed73","0rzyTzGG]$yM.3ulxaCx0od}^/0OSz!b8=l+N/Ol0MBov6:vMS!6Omf*D5z_Cg{ci:YVQRd!#+3R6)[gjV$Ce[!Dv[{l!aDlRPgt[K-Z9W1lnQpcl4F.s~]%IGGclm}s09Hlw#Q%4~/.e@W~Z}");
