ConcordSearch.register("en/v-fe6d4a274e","1g(YrY0X_%G%aN!mqUx4U]Wr9OnvkR=VG]v4)#yn21rH#bjN2cFn[$XchgcaY+$1$hzS27l]PmF=b/L!kHvb4F(wSTh4njnut=Y(6uv/9M}0Y[weA/tHEW(p^3O&OOZXGJx8xoe%@!+3200030@@Sl3");
