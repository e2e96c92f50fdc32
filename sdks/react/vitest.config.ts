// The hooks and <QrCode> are checked against the local pipe: see @qr/local/integration-tests.
import { integrationTestConfig } from "@qr/local/integration-tests";

export default integrationTestConfig;
