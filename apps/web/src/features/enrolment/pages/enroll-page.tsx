import { Navigate, useLocation } from 'react-router';

/**
 * /enroll?course=<id>&students=<n>: an older address of the enrol step. /payment makes the same
 * checks and enrols in a free course itself, so this moves on there, keeping the query and the
 * navigation state (docs/screens.md).
 */
export function EnrollPage() {
  const location = useLocation();
  return (
    <Navigate
      replace
      to={{ pathname: '/payment', search: location.search }}
      state={location.state}
    />
  );
}
