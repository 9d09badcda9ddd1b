ConcordSearch.register("en/d-3d2de049c9-19","2hoW=Z0X~k&^5NPjhMN4A--4XV+ncn+zu^AXI4ZDsYiy9w(!SN3R*eHj[.%BCy{eRbH&ty&BVwnpcHY]j_Z=/7lwimgq%P_&CN]}_n(?rS8g7EtTgSm_P5u*Z:Y}pg%nuh*=LDMY");
