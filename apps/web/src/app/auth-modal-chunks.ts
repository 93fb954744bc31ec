/** The login and registration modals (forms, validation, masks, dialog): chunks of their own. */
export const loadLoginModal = () => import('../features/auth/login-modal');
export const loadRegisterModal = () => import('../features/registration/register-modal');
