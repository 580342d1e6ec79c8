/** Money is integer paise inside the server and rupees (two decimals) at the API's edge. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);
export const toRupees = (paise: number) => Math.round(paise) / 100;
