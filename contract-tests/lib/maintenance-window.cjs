// The maintenance window of a 503 transaction: opened (through the fixture module's
// startMaintenance) right before dredd sends the request and closed (endMaintenance) as soon as
// the answer is in (beforeEachValidation) — and again, should that have been missed, by the next
// transaction's beforeEach: dredd runs transactions one after the other. The first transaction
// of a run also ends a window an interrupted run may have left open.
'use strict';

const WINDOW_MINUTES = 2;

function createMaintenanceWindow(provide) {
  let isOpen = false;
  let checkedLeftover = false;
  return {
    /** Ends a window left by an interrupted run (once per run, when the module can). */
    async closeLeftover() {
      if (checkedLeftover) return;
      checkedLeftover = true;
      if (provide.has('endMaintenance')) await provide('endMaintenance');
    },
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
