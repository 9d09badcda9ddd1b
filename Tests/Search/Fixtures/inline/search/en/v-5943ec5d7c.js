ConcordSearch.register("en/v-5943ec5d7c","3hoXt[.YPG]^5UmRr.qYbyJL$PaV=QJfE8R8mAKu/FGiQYkyJ(.ylz5$[t~e0v4^~}3=uBvFClos2~K10L13=8K1O5k:K}0$5?tHuek2~mo0LqNWN$[$(2CLEcn6sZh$uiWOb-J?");
