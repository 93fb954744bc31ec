/** The pages of password links (their routes are in app/routes/public-routes.tsx). */
export const FORGOT_PASSWORD_PATH = '/esqueci-minha-senha';
