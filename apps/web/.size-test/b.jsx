import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, NavLink, Navigate, Outlet, useNavigate, useLocation, useRoutes } from 'react-router';
function App(){ return useRoutes([{ path: '/', element: <div><Link to="/">x</Link><NavLink to="/a">a</NavLink><Outlet/></div>, children: [{ path: 'a', element: <Navigate to="/" /> }] }]); }
function X(){ const n = useNavigate(); const l = useLocation(); return <button onClick={() => n('/')}>{l.pathname}</button> }
createRoot(document.body).render(<BrowserRouter><App/><X/></BrowserRouter>);
