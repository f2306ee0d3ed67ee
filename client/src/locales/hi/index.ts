/**
 * Every Hindi catalog, merged: one chunk, loaded only when Hindi is chosen (i18n/locale.ts).
 * A new namespace is added here and in ../en beside it (scripts/check-catalogs.mjs checks both).
 */
import account from './account.json';
import admin from './admin.json';
import auth from './auth.json';
import authForms from './authForms.json';
import certificates from './certificates.json';
import checkout from './checkout.json';
import contact from './contact.json';
import coupons from './coupons.json';
import courses from './courses.json';
import coursesCard from './courses.card.json';
import developers from './developers.json';
import discovery from './discovery.json';
import educator from './educator.json';
import educatorVideo from './educator.video.json';
import becomeEducator from './becomeEducator.json';
import courseEditor from './courseEditor.json';
import landing from './landing.json';
import learning from './learning.json';
import site from './site.json';
import video from './video.json';
import wishlist from './wishlist.json';
import pages from './pages.json';
import layout from './layout.json';
import components from './components.json';
import componentsLimit from './components.limit.json';
import common from './common.json';
import offline from './offline.json';
import push from './push.json';
import mentorship from './mentorship.json';
import mentorshipCourse from './mentorship.course.json';
import sessions from './sessions.json';
import room from './room.json';
import liveRoom from './liveRoom.json';
import live from './live.json';
import liveCard from './live.card.json';
import liveRecording from './live.recording.json';
import community from './community.json';
import notifications from './notifications.json';

export const messages = {
  ...account,
  ...admin,
  ...auth,
  ...authForms,
  ...certificates,
  ...checkout,
  ...contact,
  ...coupons,
  ...courses,
  ...coursesCard,
  ...developers,
  ...discovery,
  ...educator,
  ...educatorVideo,
  ...becomeEducator,
  ...courseEditor,
  ...landing,
  ...learning,
  ...site,
  ...video,
  ...wishlist,
  ...pages,
  ...layout,
  ...components,
  ...componentsLimit,
  ...common,
  ...offline,
  ...push,
  ...mentorship,
  ...mentorshipCourse,
  ...sessions,
  ...room,
  ...liveRoom,
  ...live,
  ...liveCard,
  ...liveRecording,
  ...community,
  ...notifications,
};
