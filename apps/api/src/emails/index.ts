/** Every e-mail the product sends, each in the one branded layout with its plain-text part. */
export { type BillEmailInput, billEmail } from './bill-email';
export { type ContactEmailInput, contactEmail } from './contact-email';
export type { RenderedEmail } from './email-content';
export { passwordResetEmail, setPasswordEmail } from './password-emails';
export { purchaseApprovedEmail, purchaseCanceledEmail, purchaseRejectedEmail } from './purchase-emails';
export {
  type CampaignEndEmailInput,
  campaignEndEmail,
  type DigestPurchase,
  type ReviewDigestEmailInput,
  reviewDigestEmail,
  type VoucherExpiryEmailInput,
  voucherExpiryEmail,
} from './reminder-emails';
export { type VoucherEmailInput, voucherEmail } from './voucher-email';
