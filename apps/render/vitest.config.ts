// This package's tests run the local pipe: see @qr/local/integration-tests.
import { integrationTestConfig } from "@qr/local/integration-tests";

export default integrationTestConfig;
