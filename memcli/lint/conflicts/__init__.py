"""The built-in judge's conflict rules, one module per rule (``judge.RULES``), with the subject gate and the guards."""
