import { data } from 'react-router';
import NotFoundView from './not-found.view';

/** /404: the non-fatal not-found page inside the layout, with its status. */
export const loader = () => data(null, { status: 404 });

export default NotFoundView;
