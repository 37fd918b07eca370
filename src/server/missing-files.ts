import type { NextFunction, Request, Response } from 'express';
import { sendErrorPage } from './security';

/**
 * File kinds no route of the shop serves: the client build's files, images, fonts and media. A
 * request for one the static files did not have (a scanner's `/wp-login.js`, an old icon, a bot's
 * guess) gets the short German 404 at once, not a rendered page: rendering the shop's 404 with its
 * layout and backend calls for every such address cost as much as a real page (issue 26). Routes
 * with an extension of their own (robots.txt, sitemap.xml) are other kinds and reach the app.
 */
const FILE_EXTENSION =
  /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|css|js|mjs|cjs|map|woff2?|ttf|otf|eot|mp3|mp4|webm|wasm)$/i;

export function missingFiles(req: Request, res: Response, next: NextFunction): void {
  if ((req.method === 'GET' || req.method === 'HEAD') && FILE_EXTENSION.test(req.path)) {
    return void sendErrorPage(res, 404);
  }
  next();
}
