/** SPEC §1 voucher note, shown wherever the voucher is. */
export const VOUCHER_NOTE = 'O valor do voucher não pode ser dividido entre lojas e deve ser utilizado integralmente.';
export const CONCIERGE_TEXT = 'Apresente este voucher no espaço da concierge do shopping para retirar o seu benefício.';
