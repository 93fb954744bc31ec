/** Programme name shown in titles, header and footer: one place to change it (@mall/shared). */
export { BRAND } from '@mall/shared';
export const CONTACT_EMAIL = 'relacionamento@clubedecordesign.com.br';
export const CONTACT_PHONE = '(11) 3043-9000';
