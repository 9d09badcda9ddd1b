ConcordSearch.register("en/d-f7d34c7a08-e","3ho-rj.y#J9&8.{//h8^#_wQ~{RgQ5B_$KFtYNRcsYf~&PzqMcsMUuJ!}85VnWSlY~0h)HAHWeCY8StU#xI$ayFwWvRzhDhQ]muf[MyhjI}S755E5]mF&imw@tTXzKCiwX}2lj-7");
