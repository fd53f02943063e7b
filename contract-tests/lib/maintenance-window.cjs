// The maintenance window of a 503 transaction: opened (through the fixture module's
// startMaintenance) right before dredd sends the request, closed (endMaintenance) by the next
// transaction's beforeEach — dredd runs transactions one after the other — so the hooks need no
// afterEach of their own. The window is short (WINDOW_MINUTES): should the run stop right after
// a 503 transaction, the backend reopens by itself.
'use strict';

const WINDOW_MINUTES = 2;

function createMaintenanceWindow(provide) {
  let isOpen = false;
  return {
    async open() {
      // A window that could not be closed would fail every later transaction with a 503.
      if (!provide.has('endMaintenance')) await provide('endMaintenance');
      await provide('startMaintenance', { minutes: WINDOW_MINUTES });
      isOpen = true;
    },
    async close() {
      if (!isOpen) return;
      isOpen = false;
      await provide('endMaintenance');
    },
  };
}

module.exports = { createMaintenanceWindow, WINDOW_MINUTES };
