import { getAction, pickOne, type Action } from './virtual-user.ts';

// What visitors do on the catalogue signed out; learners do it too between their own pages.

const searchTerms = ['machine learning', 'survival', 'python clinicians', 'ethics', 'statistcs'];
const filtered =
  '/api/list-courses/?page=1&category=data-analysis&min_price=0&max_price=10000&ordering=price-low';
const anonymous = { anonymous: true };

export const visitorActions: Action[] = [
  getAction(8, '/api/list-courses/', '/api/list-courses/?page=1', anonymous),
  getAction(
    5,
    '/api/list-courses/?search=',
    () => `/api/list-courses/?page=1&search=${encodeURIComponent(pickOne(searchTerms)!)}`,
    anonymous,
  ),
  getAction(3, '/api/list-courses/?category=…', filtered, anonymous),
  getAction(
    6,
    '/api/course-details/:id/',
    (_user, world) => `/api/course-details/${pickOne(world.courseIds)}/`,
    anonymous,
  ),
  getAction(2, '/api/categories/', '/api/categories/', anonymous),
  // The contact page is the web app's (its form only posts); served when the web is built.
  getAction(
    2,
    '/contact (web page)',
    (_user, world) => (world.servesWebApp ? '/contact' : undefined),
    anonymous,
  ),
];
