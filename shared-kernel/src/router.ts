/**
 * The routing vocabulary of every app: what the host provides to the share scope under the keys `react-router` and
 * `react-router-dom` (see `webpack.common.ts`). Apps keep importing from `react-router-dom`.
 *
 * Why a list: a federated share is provided whole, because the provider cannot know what another app will call.
 * React Router 7 provided whole is 60 KB gzip on the first screen of every player; these exports, tree-shaken from
 * it, are about a quarter of that. The list is checked: `tsconfig.json` maps `react-router-dom` to this file, so
 * `npm run check-types` rejects an import of anything not listed here. Need another export? Add it here — one line,
 * for every app at once, and the router stays one instance.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from '@matka/react-router-full';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  To,
  Params,
  PathMatch,
  LinkProps,
  NavLinkProps,
  RouteProps,
  URLSearchParamsInit,
} from '@matka/react-router-full';
