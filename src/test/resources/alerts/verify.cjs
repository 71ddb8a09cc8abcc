// Verifies webhooks with the official Standard Webhooks library (npm standardwebhooks).
// argv[2]: a JSON file [{secret, id, timestamp, signature, body}]; prints one JSON array of
// "ok" or the library's error message, in order.
const fs = require("fs");
const { Webhook } = require("standardwebhooks");
const deliveries = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const results = deliveries.map((d) => {
  try {
    new Webhook(d.secret).verify(d.body, {
      "webhook-id": d.id,
      "webhook-timestamp": d.timestamp,
      "webhook-signature": d.signature,
    });
    return "ok";
  } catch (e) {
    return String(e && e.message ? e.message : e);
  }
});
process.stdout.write(JSON.stringify(results));
