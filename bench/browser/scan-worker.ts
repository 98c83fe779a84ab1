// The benchmark page's scan worker: the same body as the web app's (apps/web/src/features/manage-villager/world-import/scan.worker.ts).
import { type BrowserRequest, serveBrowserScanJobs } from '@tradehall/world-save/browser';

serveBrowserScanJobs({
  listen: (onRequest) => {
    self.onmessage = (event: MessageEvent<BrowserRequest>) => onRequest(event.data);
  },
  post: (answer) => self.postMessage(answer),
});
