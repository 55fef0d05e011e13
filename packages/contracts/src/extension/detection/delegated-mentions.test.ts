import { describe, expect, it } from 'vitest';
import { withoutDelegatedMentions } from './delegated-mentions.ts';

// Phrases that hand sign-in over to a brand lose the brand; phrases that ask for the brand's own
// account keep it, in every language the rules know.
describe('delegated mentions', () => {
  it.each([
    'Se connecter avec Google',
    'Continuer avec Facebook',
    'Mit Google anmelden',
    'Iniciar sesión con Google',
    'Entrar com o Google',
    'Fazer login com o Facebook',
    'Accedi con Google',
    'Войти через Google',
    'Inloggen met Google',
    'Zaloguj się przez Google',
    'Đăng nhập bằng Google',
    'Masuk dengan Google',
    'เข้าสู่ระบบด้วย Google',
    '使用 Google 登录',
    'Googleでログイン',
    'Google로 로그인',
    'Google ile giriş yap',
    'Continue with Google',
    'Not logged in to Facebook',
    'Do you also want to Logout from Facebook?',
    "Selecting 'No' will keep you logged in to Facebook in this browser.",
    'please use Google Chrome',
    'Get it on Google Play',
    'Acesse com seu e-mail cadastrado ou com sua conta do Google ou Facebook',
    'Inicia sesión con tu cuenta de Google o Facebook',
    'Connectez-vous avec votre compte Google ou Facebook',
  ])('"%s" hands over to the brand, or names it as a tool', (phrase) => {
    expect(withoutDelegatedMentions(phrase)).not.toMatch(/google|facebook/i);
  });

  it.each([
    'Sign in with your Microsoft account',
    'Microsoft アカウントでサインイン',
    'Google アカウントでログイン',
    'Google',
    'Connexion à votre compte Microsoft',
    'Entre com sua conta do Google',
    'Log in to Facebook',
  ])('"%s" keeps the brand', (phrase) => {
    expect(withoutDelegatedMentions(phrase)).toMatch(/microsoft|google|facebook/i);
  });
});
