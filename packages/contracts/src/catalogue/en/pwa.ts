// The installed app (apps/web/src/lib/pwa): what the signed-in frame says when a new version waits.
export default {
  update: {
    available: 'Update available',
    reload: 'Reload',
  },
};
