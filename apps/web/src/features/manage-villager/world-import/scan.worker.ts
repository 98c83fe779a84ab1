// A Web Worker of the browser's world scan: reads the level.dat and region files it is sent with the same reader
// as the server (@tradehall/world-save), one at a time.
import { type BrowserRequest, serveBrowserScanJobs } from '@tradehall/world-save/browser';

serveBrowserScanJobs({
  listen: (onRequest) => {
    self.onmessage = (event: MessageEvent<BrowserRequest>) => onRequest(event.data);
  },
  post: (answer) => self.postMessage(answer),
});
