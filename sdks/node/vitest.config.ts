// The library's tests run against the local pipe: see @qr/local/integration-tests.
import { integrationTestConfig } from "@qr/local/integration-tests";

export default integrationTestConfig;
