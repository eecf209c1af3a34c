import { auth, common, errorCodes, header, home, pwa, screens } from 'login-texts:bn-BD';

/**
 * The login page's texts (app/login-page): the form's, the shared error-code texts, the language
 * menu's, the update prompt's, its title and footer; about a third of the language's shared texts
 * and none of the features' (bundles/bn-BD.ts), fetched when the page opens in this language or
 * switches to it.
 */
export const texts = {
  auth,
  common,
  errorCodes,
  header,
  home: { disclaimer: home.disclaimer },
  pwa: { updateAvailable: pwa.updateAvailable, updateReload: pwa.updateReload },
  screens: { login: screens.login },
};
