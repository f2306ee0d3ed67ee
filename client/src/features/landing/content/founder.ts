import founderPhoto from '../images/founder-aarav-mehta.svg';
import { t } from '../i18n';

/** The founder profile on the landing page, in the active language. */
export const FOUNDER = {
  photo: founderPhoto,
  get name() {
    return t('landing.founder.name');
  },
  get role() {
    return t('landing.founder.role');
  },
  get bio() {
    return [t('landing.founder.bio1'), t('landing.founder.bio2')];
  },
  get highlights() {
    return [t('landing.founder.highlight1'), t('landing.founder.highlight2')];
  },
};
