import { index, type RouteConfig } from '@react-router/dev/routes';

/** One page: the floor's home. */
export default [index('home.tsx')] satisfies RouteConfig;
