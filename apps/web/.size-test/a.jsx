import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, NavLink, Navigate, Outlet, useNavigate, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const r = createBrowserRouter([{ path: '/', element: <div><Link to="/">x</Link><NavLink to="/a">a</NavLink><Outlet/></div>, children: [{ path: 'a', element: <Navigate to="/" /> }] }]);
function X(){ const n = useNavigate(); const l = useLocation(); return <button onClick={() => n('/')}>{l.pathname}</button> }
createRoot(document.body).render(<><RouterProvider router={r} /><X/></>);
